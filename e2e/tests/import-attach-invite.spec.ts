import { DEMO, logIn, uniqueEmail } from '../support/accounts';
import { expect, HEAVY_ANSWER, test } from '../support/test';

test('a Jira export imports by the project name with a day-first date; a bank-statement CSV attaches and a web page renamed .txt does not; a team is invited at once', async ({
  page,
}) => {
  const tag = `jira${Date.now().toString(36)}`;
  await logIn(page, DEMO.orgAdmin);

  // A project of the demo firm, named as a person would write it in a sheet.
  const projects = await page.request.get('/api/v1/projects?pageSize=1');
  const project: { name: string; key: string } = (await projects.json()).data[0];

  // ---- Import: Jira's headers are recognised, the project is found by name, 03/04/2027 is asked about
  // (nothing in the file says day or month first) and read day first as answered.
  await page.goto('/app/tasks');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog');
  await importer.getByLabel('CSV file').setInputFiles({
    name: 'jira.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Summary,Issue key,Assignee,Due date,Priority,Project name',
        `GST return ${tag},AUD-7,asha@acme.demo,03/04/2027,High,"${project.name}"`,
      ].join('\n'),
    ),
  });
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByText('1 task is ready to import')).toBeVisible(HEAVY_ANSWER);
  await importer.getByText(/^Columns: /).click();
  const chosen = (field: string) => importer.getByRole('combobox', { name: field }).locator('option:checked');
  await expect(chosen('Title')).toHaveText('Summary');
  await expect(chosen('Project')).toHaveText('Project name');
  // Not importable until the date order is answered.
  await expect(importer.getByRole('button', { name: 'Import 1 task' })).toHaveCount(0);
  await importer.getByRole('radio', { name: /3 April 2027/ }).check();
  // A changed mapping is previewed again before anything is imported.
  await importer.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'Not imported' });
  await expect(importer.getByRole('button', { name: 'Import 1 task' })).toHaveCount(0);
  await importer.getByRole('button', { name: 'Preview' }).click();
  await importer.getByRole('button', { name: 'Import 1 task' }).click();
  await expect(page.getByText('1 task imported')).toBeVisible();

  // ---- Attachments: a bank statement as CSV is taken; an HTML page renamed .txt is refused by content.
  const list = await page.request.get(`/api/v1/tasks?q=${tag}`);
  const task: { id: string } = (await list.json()).data[0];
  await page.goto(`/app/tasks/${task.id}`);
  const attach = page.getByLabel('Attach a file');
  await attach.setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Narration,Debit,Credit\n01/04/2026,NEFT ACME,,1200.00\n'),
  });
  await expect(page.getByText('statement.csv attached')).toBeVisible();
  await expect(page.getByRole('link', { name: 'statement.csv' })).toBeVisible();
  await attach.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  });
  await expect(page.getByText(/programs and web pages are refused/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'notes.txt' })).toHaveCount(0);

  // ---- Invitations: a pasted list with names, previewed, then sent at once; the names show as pending.
  const [first, second] = [uniqueEmail('kavya'), uniqueEmail('neel')];
  await page.goto('/app/people');
  await page.getByRole('button', { name: 'Invite several' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email addresses').fill(`Kavya Nair <${first}>\n${second}`);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('2 people are ready to invite')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
  await expect(page.getByText('2 invitations sent').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText('Kavya Nair')).toBeVisible();
  await expect(pending.getByText(second)).toBeVisible();
});
