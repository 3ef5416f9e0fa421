import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock.ts';
import { footballEvent } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { givenSession } from '../test/session.ts';
import { setViewportWidth } from '../test/viewport.ts';

// The slip's panel code arrives only when the test says so: a slow network, or a busy machine.
const panelCode = vi.hoisted(() => {
  let release = () => undefined as void;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { loaded, release: () => release() };
});
vi.mock('../features/betslip/components/betslip-panel.tsx', async (importOriginal) => {
  await panelCode.loaded;
  return importOriginal();
});

it("adds a price pressed before the slip's panel has loaded to the desktop's column, with no sheet over the page", async () => {
  setViewportWidth(1366);
  const user = userEvent.setup();
  givenSession();
  mockApi({ '/xapi/rest/events/7': footballEvent(7, 'Arsenal', 'Chelsea') });
  renderApp('/en/events/arsenal-v-chelsea-7');
  const column = await screen.findByRole('complementary', { name: 'Betslip column' });
  await user.click(await screen.findByRole('button', { name: 'Arsenal 2.10' }));
  expect(screen.queryByRole('dialog', { name: 'Betslip' })).toBeNull();
  panelCode.release();
  const slip = await within(column).findByRole('region', { name: 'Betslip' });
  expect(await within(slip).findByRole('button', { name: 'Remove Arsenal' })).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'Betslip' })).toBeNull();
});
