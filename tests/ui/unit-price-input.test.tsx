import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { UnitPriceInput } from '../../src/ui/market/unit-price-input';

/** The pricing dialog's pair of fields, as it holds the total. */
function Pair() {
  const [total, setTotal] = useState('');
  return (
    <>
      <UnitPriceInput units="250" totalSats={total} onTotal={setTotal} />
      <output data-testid="total">{total}</output>
      <button type="button" onClick={() => setTotal('75000')}>
        total typed
      </button>
    </>
  );
}

it('a unit price typed key by key ("0.5") stays as typed and makes the total; a total typed shows its unit price (issue 27, 10)', async () => {
  const user = userEvent.setup();
  render(<Pair />);
  const unit = screen.getByLabelText('Price per unit (sats)');
  await user.type(unit, '0.5');
  expect(unit).toHaveValue('0.5');
  expect(screen.getByTestId('total')).toHaveTextContent('125');
  await user.clear(unit);
  await user.type(unit, '1,5');
  expect(unit).toHaveValue('1,5');
  expect(screen.getByTestId('total')).toHaveTextContent('375');
  await user.click(screen.getByRole('button', { name: 'total typed' }));
  expect(unit).toHaveValue('300');
});
