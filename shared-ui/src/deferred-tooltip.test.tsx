import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import IconButton from '@mui/material/IconButton';
import { DeferredTooltip } from './deferred-tooltip';

const heart = (onClick: () => void = () => undefined) => (
  <DeferredTooltip title="Save to favorites">
    <IconButton aria-label="Save Kia EV6 2025 to favorites" onClick={onClick}>
      ♥
    </IconButton>
  </DeferredTooltip>
);

describe('DeferredTooltip', () => {
  it('renders only its element until wanted: no tooltip markup on the server', () => {
    const html = renderToString(heart());
    expect(html).toContain('aria-label="Save Kia EV6 2025 to favorites"');
    expect(html).not.toContain('Save to favorites<');
    expect(html).not.toContain('role="tooltip"');
  });

  it('shows the title on hover and hides it on leave; the element keeps its name and click', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn<() => void>();
    render(heart(onClick));
    const button = screen.getByRole('button', { name: 'Save Kia EV6 2025 to favorites' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Save to favorites');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    // The same button, never mounted again around the tooltip.
    expect(screen.getByRole('button', { name: 'Save Kia EV6 2025 to favorites' })).toBe(button);
  });

  it('shows on keyboard focus and closes on Escape', async () => {
    const user = userEvent.setup();
    render(heart());
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Save to favorites');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save Kia EV6 2025 to favorites' })).toHaveFocus();
  });
});
