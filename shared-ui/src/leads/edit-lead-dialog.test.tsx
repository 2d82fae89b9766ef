import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from 'shared-contracts';
import { EditLeadDialog } from './edit-lead-dialog';

const LEAD: Lead = {
  id: '5d6f8c2e-1b7a-4c1e-9a51-2f7b7f2c9d10',
  listingId: null,
  listing: null,
  name: 'Jane Doe',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+1 512 555 0100',
  question: '',
  termMonths: null,
  annualMileage: null,
  status: 'new',
  isEmailVerified: true,
  createdAt: '2025-01-02T10:00:00.000Z',
};

function setup(lead: Lead = LEAD, saving = false) {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup();
  const view = render(<EditLeadDialog lead={lead} saving={saving} onSubmit={onSubmit} onCancel={onCancel} />);
  return { user, onSubmit, onCancel, dialog: screen.getByRole('dialog', { name: 'Edit Lead' }), view };
}

describe('EditLeadDialog', () => {
  it('starts from the lead and sends the edited fields', async () => {
    const { user, onSubmit, dialog } = setup();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+1 512 555 0100');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('new');
    expect(
      within(dialog)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.getAttribute('value')),
    ).toEqual(['new', 'contacted', 'closed']);
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), ' Mary Smith ');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'contacted');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Mary Smith',
      email: 'jane@example.com',
      phone: '+1 512 555 0100',
      status: 'contacted',
    });
  });

  it('shows the messages only after the first Update, and sends nothing while they stand', async () => {
    const { user, onSubmit, dialog } = setup({ ...LEAD, status: 'qualified' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.clear(within(dialog).getByLabelText('Phone'));
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone is required')).toBeInTheDocument();
    // A status outside new, contacted, closed must be chosen again.
    expect(within(dialog).getByText('Status is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads Updating... and waits while saving; Cancel closes', async () => {
    const { user, onCancel, dialog, view } = setup(LEAD, true);
    expect(within(dialog).getByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    view.rerender(<EditLeadDialog lead={LEAD} saving={false} onSubmit={jest.fn()} onCancel={onCancel} />);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
