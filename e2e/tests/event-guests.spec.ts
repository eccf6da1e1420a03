import { DEMO, logIn } from '../support/accounts';
import { orgDay } from '../support/clock';
import { expect, test } from '../support/test';

/** Issue 31, item 16: the spec's guest access. An organizer invites someone from outside by email; the
 * guest answers through their personal link without an account; the organizer sees the answer. */
test('an organizer adds a guest, the guest answers through the link, the organizer sees it', async ({
  page,
  browser,
}) => {
  await logIn(page, DEMO.manager);
  const title = `Client kickoff ${Date.now().toString(36)}`;
  const guestEmail = `cfo.${Date.now().toString(36)}@meridian.example`;
  const day = orgDay(3);

  await page.goto('/app/events/new');
  const form = page.getByRole('form', { name: 'Add Event' });
  await expect(form.getByText(/24 to 48 hours ahead/)).toBeVisible();
  await form.getByLabel('Event Title').fill(title);
  await form.getByLabel('Event Type').selectOption('Meeting');
  await form.getByLabel('Date & Time').fill(`${day}T11:00`);
  await form.getByLabel('Location/Venue').fill('Board room, 4th floor');
  await form.getByRole('button', { name: 'Add guest' }).click();
  await form.getByLabel('Guest 1 email').fill(guestEmail);
  await form.getByLabel('Guest 1 name').fill('Kavya Menon');
  await form.getByRole('button', { name: 'Create Event' }).click();

  await expect(page.getByText('Event created')).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const guests = page.getByRole('region', { name: /Attendees/ });
  await expect(guests.getByRole('heading', { name: 'Guests (1)' })).toBeVisible();
  const row = guests.getByRole('listitem').filter({ hasText: guestEmail });
  await expect(row.getByText('Kavya Menon')).toBeVisible();
  await expect(row.getByText('Not answered', { exact: true })).toBeVisible();
  // The e2e server has no mail server: the link is handed to the organizer, as invitations are.
  const link = await page.getByRole('textbox', { name: `RSVP link for ${guestEmail}` }).inputValue();
  expect(link).toMatch(/\/events\/rsvp\/[\w-]{40,}$/);

  // The guest: another browser, no account, no session.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(new URL(link).pathname);
  await expect(guestPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(guestPage.getByText(/Kavya Menon, you are invited by Acme Advisory LLP/)).toBeVisible();
  await expect(guestPage.getByText('Board room, 4th floor')).toBeVisible();
  await guestPage.getByRole('button', { name: 'Yes' }).click();
  await expect(guestPage.getByText('Thank you: the organizer now knows you will attend.')).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await guestContext.close();

  await page.reload();
  const answered = page
    .getByRole('region', { name: /Attendees/ })
    .getByRole('listitem')
    .filter({ hasText: guestEmail });
  await expect(answered.getByText('Going', { exact: true })).toBeVisible();
});
