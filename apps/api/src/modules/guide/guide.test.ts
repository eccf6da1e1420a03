import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadGuideDocuments, parseGuideDocument, plainText } from './guide-content';
import { buildGuideIndex, editDistance, normalizeQuery, snippetOf, stem, typosAllowed } from './guide-index';

describe('guide content', () => {
  const documents = loadGuideDocuments();

  it('reads every page of the guide with its path, title and sections', () => {
    const paths = documents.map((document) => document.path).sort();
    for (const path of ['/guide', '/quickstart', '/signupprocess', '/orgsetup', '/customersetup', '/role']) {
      expect(paths).toContain(path);
    }
    for (const path of [
      '/addevent',
      '/department',
      '/project',
      '/taskmange',
      '/report',
      '/leave-management',
    ]) {
      expect(paths).toContain(path);
    }
    const leave = documents.find((document) => document.path === '/leave-management');
    expect(leave?.sections.map((section) => section.heading)).toEqual(
      expect.arrayContaining(['Apply for Leave', 'Leave Status', 'Pending Leave Applications (approval)']),
    );
  });

  it('parses front matter and strips markup', () => {
    const page = parseGuideDocument(
      '---\npath: /x\ntitle: X page\n---\n# X page\n\nIntro [link](/y).\n\n## Step **one**\n\nDo it.\n',
    );
    expect(page).toMatchObject({ path: '/x', title: 'X page' });
    expect(page.sections).toEqual([
      expect.objectContaining({ heading: 'X page', anchor: '', text: 'Intro link.' }),
      expect.objectContaining({ heading: 'Step **one**', anchor: 'step-one', text: 'Do it.' }),
    ]);
    expect(plainText('**Save** the `x` [here](/h)')).toBe('Save the x here');
  });
});

describe('guide index', () => {
  const index = buildGuideIndex(loadGuideDocuments());

  it('ranks the page whose heading names the words first', () => {
    expect(index.search('apply for leave', { perPage: true })[0]?.path).toBe('/leave-management');
    expect(index.search('add department', { perPage: true })[0]?.path).toBe('/department');
    expect(index.search('Create Event', { perPage: true })[0]?.path).toBe('/addevent');
    expect(index.search('Assign New Task', { perPage: true })[0]?.path).toBe('/taskmange');
  });

  it('weights headings above the body', () => {
    const documents = [
      parseGuideDocument(
        '---\npath: /a\ntitle: A\n---\n## Other\n\nmentions zebra once in the body text here.\n',
      ),
      parseGuideDocument('---\npath: /b\ntitle: B\n---\n## Zebra\n\nabout something else entirely here.\n'),
    ];
    const hits = buildGuideIndex(documents).search('zebra', { perPage: true });
    expect(hits.map((hit) => hit.path)).toEqual(['/b', '/a']);
  });

  it('matches the last word as a prefix, and nothing for stop words alone', () => {
    expect(index.search('timesh', { perPage: true })[0]?.path).toBe('/guide/time');
    expect(index.search('how do I')).toEqual([]);
  });

  it('forgives typing mistakes by the length of the word, and knows the words people use for ours', () => {
    expect(editDistance('timsheet', 'timesheet', 2)).toBe(1);
    expect(editDistance('aproval', 'approval', 1)).toBe(1);
    expect(editDistance('teh', 'the', 1)).toBe(1);
    expect(editDistance('leave', 'salary', 2)).toBe(3);
    expect([typosAllowed('tds'), typosAllowed('leave'), typosAllowed('carryforward')]).toEqual([0, 1, 2]);
    expect(normalizeQuery('Carryforward of PTO on my time-sheet')).toBe(
      'carry forward of leave on my timesheet',
    );
    const documents = [
      parseGuideDocument('---\npath: /a\ntitle: A\n---\n## Timesheet\n\nSubmit the week.\n'),
      parseGuideDocument('---\npath: /b\ntitle: B\n---\n## Customers\n\nAdd a customer.\n'),
      parseGuideDocument('---\npath: /c\ntitle: C\n---\n## Leave\n\nApply for leave.\n'),
    ];
    const small = buildGuideIndex(documents);
    expect(small.search('timsheet')[0]?.path).toBe('/a');
    expect(small.search('client')[0]?.path).toBe('/b');
    expect(small.search('vacation')[0]?.path).toBe('/c');
    // A word a typo away counts less than the word itself.
    expect(small.search('timesheet')[0]?.score).toBeGreaterThan(small.search('timsheet')[0]?.score ?? 0);
  });

  it('marks the matching words in the snippet', () => {
    const parts = snippetOf('Choose Apply for Leave in the menu.', ['apply', stem('leaves')]);
    expect(parts.filter((part) => part.isMatch).map((part) => part.text)).toEqual(['Apply', 'Leave']);
    expect(parts.map((part) => part.text).join('')).toBe('Choose Apply for Leave in the menu.');
  });
});

describe('GET /api/v1/guide/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is public and answers ranked pages with snippets', async () => {
    const response = await t.app.inject({ url: '/api/v1/guide/search?q=leave%20status' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data[0]).toMatchObject({ path: '/leave-management', title: 'Leave Management' });
    expect(body.data[0].snippet.some((part: { isMatch: boolean }) => part.isMatch)).toBe(true);
    // One result per page.
    const paths = body.data.map((hit: { path: string }) => hit.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answers an empty list for an empty query and refuses an overlong one', async () => {
    expect((await t.app.inject({ url: '/api/v1/guide/search?q=' })).json().data).toEqual([]);
    expect((await t.app.inject({ url: `/api/v1/guide/search?q=${'a'.repeat(201)}` })).statusCode).toBe(400);
  });
});
