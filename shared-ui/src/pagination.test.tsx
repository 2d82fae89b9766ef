import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, getPageItems } from './pagination';

const show = (page: number, total: number) =>
  getPageItems(page, total)
    .map((i) => (typeof i === 'number' ? i : '...'))
    .join(',');

describe('getPageItems', () => {
  it('lists every page up to 5', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 5)).toBe('1,2,3,4,5');
    expect(show(1, 0)).toBe('');
  });
  it('near the start: 1,2,3,...,last', () => {
    expect(show(1, 10)).toBe('1,2,3,...,10');
    expect(show(2, 10)).toBe('1,2,3,...,10');
  });
  it('near the end: 1,...,last-2,last-1,last', () => {
    expect(show(10, 10)).toBe('1,...,8,9,10');
    expect(show(9, 10)).toBe('1,...,8,9,10');
  });
  it('in the middle: a window of 3 with ellipses', () => {
    expect(show(5, 10)).toBe('1,...,4,5,6,...,10');
    expect(show(3, 10)).toBe('1,2,3,4,...,10');
    expect(show(8, 10)).toBe('1,...,7,8,9,10');
    expect(show(4, 6)).toBe('1,...,3,4,5,6');
  });
});

describe('Pagination', () => {
  it('disables Previous on page 1 and Next on the last page, and changes page', async () => {
    const onPageChange = jest.fn();
    const { rerender } = render(<Pagination page={1} totalPages={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    rerender(<Pagination page={10} totalPages={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('with page addresses, pages are links; a plain click changes page, a modified one is left to the browser', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={2} totalPages={10} onPageChange={onPageChange} pageHref={(p) => `/list?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/list?page=3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list?page=1');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    const page10 = screen.getByRole('link', { name: 'Page 10' });
    const navigated: boolean[] = [];
    // Listened to on the document: after React's handler (at its root) has run.
    const listen = (event: Event) => navigated.push(!event.defaultPrevented);
    document.addEventListener('click', listen);
    await user.click(page10);
    expect(onPageChange).toHaveBeenCalledWith(10);
    await user.keyboard('{Control>}');
    await user.click(page10);
    await user.keyboard('{/Control}');
    expect(onPageChange).toHaveBeenCalledTimes(1);
    // The plain click stayed in the app; the modified one went to the browser (a new tab).
    document.removeEventListener('click', listen);
    expect(navigated).toEqual([false, true]);
  });
});
