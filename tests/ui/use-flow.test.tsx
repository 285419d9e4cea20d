import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setup } from 'xstate';
import { useFlow } from '../../src/ui/hooks/use-flow';

/**
 * useFlow builds its machine with the view's implementations once per mount, and each render's implementations are
 * the ones the running flow uses: a view's action that reads its latest props sees them.
 */
const machine = setup({
  types: { events: {} as { type: 'PRESS' } },
  actions: { tell: () => {} },
}).createMachine({ id: 'probe', initial: 'idle', states: { idle: { on: { PRESS: { actions: 'tell' } } } } });

function Probe({ onTell }: { readonly onTell: (word: string) => void }) {
  const [, actor] = useFlow(machine, { actions: { tell: () => onTell('told') } });
  return (
    <button type="button" onClick={() => actor.send({ type: 'PRESS' })}>
      Press
    </button>
  );
}

describe('useFlow', () => {
  it('after the view renders again with a new action, the flow runs the new one, on the machine it built once', async () => {
    const provide = vi.spyOn(machine, 'provide');
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Probe onTell={first} />);
    for (let i = 0; i < 4; i++) view.rerender(<Probe onTell={i < 3 ? first : second} />);
    await userEvent.click(screen.getByRole('button', { name: 'Press' }));
    expect(second.mock.calls).toEqual([['told']]);
    expect(first).not.toHaveBeenCalled();
    expect(provide).toHaveBeenCalledTimes(1);
    await act(async () => view.rerender(<Probe onTell={first} />));
    await userEvent.click(screen.getByRole('button', { name: 'Press' }));
    expect(first.mock.calls).toEqual([['told']]);
    provide.mockRestore();
  });
});
