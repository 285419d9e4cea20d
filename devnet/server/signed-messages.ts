/**
 * The texts the devnet checks signatures over (BIP-322 simple), written here on the server's side: a wire contract
 * with the client, which writes its own (src/domain/wallet-rules.ts, deployer.ts, pizza.ts). The two agree on a
 * literal example in tests/devnet/signed-messages.test.ts; neither takes the other's.
 */

/** A two-address wallet binds its payment address to its ordinals address (xverse_bind, the open API's auction/bind). */
export const bindText = (btcAddress: string, nftAddress: string): string => `Bind payment address ${btcAddress} to ${nftAddress}`;

/** A deployer claims a tick's royalty. */
export const royaltyClaimText = (address: string, tick: string): string => `Claim the deployer royalty of ${tick} for ${address}`;

/** The brc-20 tick the pizza event gives (ours). */
export const PIZZA_TICK = 'pizza';

/** An address claims an amount (decimal text) of the pizza brc-20. */
export const pizzaClaimText = (address: string, amount: string): string => `Claim ${amount} ${PIZZA_TICK} for ${address}`;
