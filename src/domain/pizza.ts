/**
 * The pizza claim (spec 001 section 7: /pizza/total, /pizza/info, /pizza/claim; their shapes are ours): an event
 * gives addresses an amount of the pizza brc-20 to claim. The claim is a message the address signs, written here,
 * never taken from a server: it names the address and exactly the amount the page showed.
 */
export const PIZZA_TICK = 'pizza';

/** The message a claim signs (BIP-322 simple). */
export const pizzaClaimMessage = (address: string, amount: string): string => `Claim ${amount} ${PIZZA_TICK} for ${address}`;

/** Whether an amount of pizza (a decimal text) can be claimed: more than nothing. */
export const canClaimPizza = (amount: string): boolean => /^\d+(\.\d+)?$/.test(amount) && Number(amount) > 0;
