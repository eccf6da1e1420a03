import { guessTaskImportMapping, type TaskImportMapping } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportMapping } from './import-tasks';

const EXPORTS: Record<string, { headers: string[]; mapping: TaskImportMapping }> = {
  Asana: {
    headers: ['Task ID', 'Created At', 'Name', 'Assignee', 'Due Date', 'Projects', 'Notes'],
    mapping: { externalId: 0, title: 2, assignee: 3, dueDate: 4, project: 5, description: 6 },
  },
  Jira: {
    headers: ['Summary', 'Issue key', 'Assignee', 'Due date', 'Priority', 'Description'],
    mapping: { title: 0, assignee: 2, dueDate: 3, priority: 4, description: 5 },
  },
  Trello: {
    headers: ['Card ID', 'Card Name', 'Card Description', 'Labels', 'Members', 'Due', 'List Name'],
    mapping: { externalId: 0, title: 1, assignee: 4, dueDate: 5, status: 6, description: 2 },
  },
  ClickUp: {
    headers: ['Task ID', 'Task Name', 'Task Content', 'Status', 'Assignees', 'Due Date', 'Priority'],
    mapping: { externalId: 0, title: 1, assignee: 4, dueDate: 5, status: 3, priority: 6, description: 2 },
  },
  'our own export': {
    headers: ['Task ID', 'Title', 'Company', 'Assign To', 'Status', 'Project', 'Project Name', 'Due Date'],
    mapping: { externalId: 0, title: 1, customer: 2, assignee: 3, status: 4, project: 5, dueDate: 7 },
  },
  'a sheet of recurring work': {
    headers: ['Task', 'Client', 'Due', 'Frequency'],
    mapping: { title: 0, customer: 1, dueDate: 2, repeat: 3 },
  },
};

describe('import column mapping', () => {
  it.each(Object.entries(EXPORTS))('recognises the headers of %s', (_tool, { headers, mapping }) => {
    expect(guessTaskImportMapping(headers)).toEqual(mapping);
  });

  it('shows the guessed column for each field and lets the person change it', async () => {
    const { headers, mapping } = EXPORTS.Jira as { headers: string[]; mapping: TaskImportMapping };
    const onChange = vi.fn();
    render(<ImportMapping columns={headers} mapping={mapping} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveDisplayValue('Summary');
    expect(screen.getByRole('combobox', { name: 'Due Date' })).toHaveDisplayValue('Due date');
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue('Not imported');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Issue key');
    expect(onChange).toHaveBeenLastCalledWith({ ...mapping, project: 1 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Not imported');
    const { priority: _dropped, ...withoutPriority } = mapping;
    expect(onChange).toHaveBeenLastCalledWith(withoutPriority);
  });

  it('offers the Repeat field, filled from a Repeat column', () => {
    const { headers, mapping } = EXPORTS['a sheet of recurring work'] as {
      headers: string[];
      mapping: TaskImportMapping;
    };
    render(<ImportMapping columns={headers} mapping={mapping} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Repeat' })).toHaveDisplayValue('Frequency');
  });
});
