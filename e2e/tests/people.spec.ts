import { DEMO, logIn, uniqueEmail } from '../support/accounts';
import { expect, expectFailures, test } from '../support/test';

/**
 * The e2e server runs without SMTP, so invitations land in the outbox and the API hands the link to the
 * inviter (the "Copy invite link" box): the same way an admin delivers it by hand on such a server.
 */
test('an admin invites a new person who sets a password, joins Acme and appears under their manager', async ({
  page,
  browser,
}) => {
  // Inviting a member is refused by the server, which alone knows who is a member.
  expectFailures(page, /\/api\/v1\/invitations$/);
  await logIn(page, DEMO.orgAdmin);
  await page.goto('/app/people');
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meera Iyer' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Invite person' }).click();
  const form = page.getByRole('form', { name: 'Invite person' });

  // An existing member gets a clear error under the email field.
  await form.getByLabel('Email').fill(DEMO.manager);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('This person is already a member of your organization')).toBeVisible();

  const email = uniqueEmail('joiner');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: 'Employee' });
  await form.getByLabel('Department').selectOption({ label: 'Audit & Assurance' });
  // The manager list is searchable by name or job title.
  await form.getByLabel('Manager').fill('audit man');
  await form.getByRole('option', { name: /^Meera Iyer/ }).click();
  await expect(form.getByLabel('Manager')).toHaveValue('Meera Iyer');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const inviteUrl = await page.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(inviteUrl).toMatch(/\/invite\?token=[\w-]{40,}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(email)).toBeVisible();

  // The invitee, in a browser of their own.
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search);
  // A new context loads every script afresh: on a loaded 2-core machine that outlasted the 7 s of an
  // expect (twice in one run), so this first look gets a page load's 30 s.
  await expect(inviteePage.getByRole('heading', { name: 'Join “Acme Advisory LLP”' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(inviteePage.getByText('“Arjun Mehta” invited')).toBeVisible();
  const accept = inviteePage.getByRole('form', { name: 'Create your account' });
  await accept.getByRole('button', { name: 'Create account and join' }).click();
  await expect(accept.getByText('Full name is required')).toBeVisible();
  await accept.getByLabel('Full name').fill('Jaya Joiner');
  await accept.getByLabel('Password', { exact: true }).fill('jaya-joins-acme-2026');
  await accept.getByLabel('Confirm password').fill('jaya-joins-acme-2026');
  await accept.getByRole('button', { name: 'Create account and join' }).click();
  await expect(inviteePage).toHaveURL(/\/app$/);
  await expect(inviteePage.getByText('Welcome to Acme Advisory LLP!')).toBeVisible();
  const session = await inviteePage.request.get('/api/v1/users/me');
  expect(await session.json()).toMatchObject({
    data: { email, organizationName: 'Acme Advisory LLP', roleName: 'Employee' },
  });

  // The link works once (its preview is refused the second time).
  expectFailures(inviteePage, /\/api\/v1\/invitations\/preview/);
  await inviteePage.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search);
  await expect(inviteePage.getByText('This invitation has already been used')).toBeVisible();
  await invitee.close();

  // The admin finds the new person in the tree, one level under their manager.
  await page.goto('/app/org-tree');
  const tree = page.getByRole('tree', { name: 'Organization tree' });
  await page.getByLabel('Find a person').fill('Jaya Joiner');
  const joiner = tree.getByRole('treeitem', { name: /^Jaya Joiner/ });
  const manager = tree.getByRole('treeitem', { name: /^Meera Iyer/ });
  await expect(joiner).toBeVisible();
  await expect(manager).toHaveAttribute('aria-expanded', 'true');
  const managerLevel = Number(await manager.getAttribute('aria-level'));
  await expect(joiner).toHaveAttribute('aria-level', String(managerLevel + 1));

  // Keyboard: Left from the new person moves to their manager; Enter opens the profile.
  await joiner.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(manager).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Meera Iyer/, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Direct reports/ }).getByRole('link', { name: 'Jaya Joiner' }),
  ).toBeVisible();
});

test('an admin deactivates and reactivates a colleague from their profile', async ({ page }) => {
  await logIn(page, DEMO.orgAdmin);
  await page.goto('/app/people?q=ritu');
  await page.getByRole('link', { name: 'Ritu Sharma' }).first().click();
  await expect(page.getByRole('heading', { name: /Ritu Sharma/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Ritu Sharma has been deactivated.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Inactive')).toBeVisible();
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Ritu Sharma can sign in again.')).toBeVisible();
});

test('an admin changes a colleague’s manager by searching, then removes it', async ({ page }) => {
  await logIn(page, DEMO.orgAdmin);
  await page.goto('/app/people?q=deepak');
  await page.getByRole('link', { name: 'Deepak Rao' }).first().click();
  await expect(page.getByRole('heading', { name: /Deepak Rao/, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Deepak Rao' });
  const manager = form.getByLabel('Manager');
  await manager.fill('head of op');
  await expect(form.getByRole('option')).toHaveCount(1);
  await form.getByRole('option', { name: /^Neha Kapoor/ }).click();
  await expect(manager).toHaveValue('Neha Kapoor');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText("Deepak Rao's details saved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neha Kapoor' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(manager).toHaveValue('Neha Kapoor');
  await form.getByRole('button', { name: 'Show people' }).click();
  await form.getByRole('option', { name: 'No manager' }).click();
  await expect(manager).toHaveValue('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText("Deepak Rao's details saved.").first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neha Kapoor' })).toHaveCount(0);
});
