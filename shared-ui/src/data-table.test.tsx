import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('shows the empty state', () => {
    render(<DataTable columns={[{ key: 'name', header: 'Name' }]} rows={[]} getRowId={() => 'x'} />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('There are no items to display at the moment.')).toBeInTheDocument();
  });

  it('renders rows with a right-aligned actions column', () => {
    render(
      <DataTable
        aria-label="People"
        columns={[{ key: 'name', header: 'Name' }]}
        rows={[{ id: '1', name: 'Ada' }]}
        getRowId={(r) => r.id}
        actions={() => <button type="button">Edit</button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByText('Ada')).toBeInTheDocument();
    const cell = screen.getByRole('button', { name: 'Edit' }).closest('td');
    expect(cell?.className).toMatch(/alignRight/);
  });
});
