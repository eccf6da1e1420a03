/** Issue 44, item 5: the department and role tables share one scaffold; the row actions are its part. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SetupTable, setupColumnHelper } from './setup-table';

interface Row {
  id: string;
  name: string;
  isLocked: boolean;
}
const column = setupColumnHelper<Row>();
const COLUMNS = column.columns([column.accessor('name', { header: 'Name' })]);
const ROWS: Row[] = [
  { id: 'r-1', name: 'Sales', isLocked: false },
  { id: 'r-2', name: 'Admin', isLocked: true },
];

const renderTable = (props: Partial<Parameters<typeof SetupTable<Row>>[0]> = {}) => {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <SetupTable
      rows={ROWS}
      columns={COLUMNS}
      widths={<col />}
      hideBelow={{}}
      canEdit
      canDelete
      isDeletable={(row) => !row.isLocked}
      onEdit={onEdit}
      onDelete={onDelete}
      {...props}
    />,
  );
  return { onEdit, onDelete };
};

describe('SetupTable', () => {
  it('shows the owner columns and acts on the row whose action was clicked', async () => {
    const { onEdit, onDelete } = renderTable();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Actions']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Admin' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sales' }));
    expect(onDelete).toHaveBeenCalledWith(ROWS[0]);
  });

  it('keeps Delete off a row that must stay', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Delete Admin' })).toBeNull();
  });

  it('shows only the actions the reader may use', () => {
    renderTable({ canEdit: false });
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Sales' })).toBeTruthy();
  });
});
