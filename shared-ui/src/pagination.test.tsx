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
});
