import { describe, expect, it } from 'vitest';
import { bindText, pizzaClaimText, royaltyClaimText } from '../../devnet/server/signed-messages';
import { claimMessage } from '../../src/domain/deployer';
import { pizzaClaimMessage } from '../../src/domain/pizza';
import { bindMessage } from '../../src/domain/wallet-rules';

/**
 * The texts a wallet signs are a wire contract: the client writes them (src/domain), the devnet writes the ones it
 * verifies on its own (devnet/server/signed-messages.ts). Each side must give the same literal text.
 */
const pay = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const ord = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';

describe('the signed messages: the client and the devnet write the same text', () => {
  it('binding a payment address to an ordinals address', () => {
    const literal = `Bind payment address ${pay} to ${ord}`;
    expect(bindMessage(pay, ord)).toBe(literal);
    expect(bindText(pay, ord)).toBe(literal);
  });

  it("claiming a deployer's royalty of a tick", () => {
    const literal = `Claim the deployer royalty of ordi for ${ord}`;
    expect(claimMessage(ord, 'ordi')).toBe(literal);
    expect(royaltyClaimText(ord, 'ordi')).toBe(literal);
  });

  it('claiming an amount of pizza', () => {
    const literal = `Claim 750.5 pizza for ${ord}`;
    expect(pizzaClaimMessage(ord, '750.5')).toBe(literal);
    expect(pizzaClaimText(ord, '750.5')).toBe(literal);
  });
});
