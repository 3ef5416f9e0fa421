import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

/**
 * A page with an opener and a dialog the way callers hold it: either `open` turns false (the shell's
 * overlays) or the caller stops rendering it (My Bets, the cashier).
 */
function Page({ unmountOnClose = false, opener = 'Open' }: { unmountOnClose?: boolean; opener?: string }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  return (
    <>
      <main id="main" tabIndex={-1}>
        {openerShown && (
          <button type="button" onClick={() => setOpen(true)}>
            {opener}
          </button>
        )}
        <button type="button">Elsewhere</button>
      </main>
      {(open || !unmountOnClose) && (
        <Dialog open={open} onClose={() => setOpen(false)} title="Cashier">
          <button type="button" onClick={() => setOpenerShown(false)}>
            Remove the opener
          </button>
        </Dialog>
      )}
    </>
  );
}

async function openIt(name = 'Open') {
  const opener = screen.getByRole('button', { name });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Cashier' });
  return { opener, dialog };
}

describe('Dialog focus (WCAG 2.4.3)', () => {
  it.each([
    ['open turns false', false],
    ['the caller unmounts it', true],
  ])('gives the focus back to its opener on Escape when %s', async (_, unmountOnClose) => {
    render(<Page unmountOnClose={unmountOnClose} />);
    const { opener } = await openIt();
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    ['open turns false', false],
    ['the caller unmounts it', true],
  ])('gives the focus back to its opener on Close when %s', async (_, unmountOnClose) => {
    render(<Page unmountOnClose={unmountOnClose} />);
    const { opener } = await openIt();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the main region when the opener is gone', async () => {
    render(<Page unmountOnClose />);
    await openIt();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the opener' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves the focus where something else put it meanwhile', async () => {
    render(<Page />);
    await openIt();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere', hidden: true });
    elsewhere.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(elsewhere);
  });
});
