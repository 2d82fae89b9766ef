import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, type Toast } from './toaster';

function renderToaster(...toasts: Toast[]) {
  let show: ((toast: Toast) => void) | undefined;
  render(<Toaster waiting={toasts} onReady={(fn) => (show = fn)} />);
  return (toast: Toast) => act(() => show?.(toast));
}

/** A pointer event with its position (jsdom has no PointerEvent: a MouseEvent of that type carries clientX). */
const pointer = (element: HTMLElement, type: 'pointerdown' | 'pointermove' | 'pointerup', clientX: number) =>
  act(() => void element.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX })));

/** The drag frame of the toast that says `text`, `width` pixels wide. */
function frameOf(text: string, width: number): HTMLElement {
  const frame = screen.getByText(text).closest('[data-testid="toast-drag-frame"]') as HTMLElement;
  frame.getBoundingClientRect = () => ({ width }) as DOMRect;
  return frame;
}

describe('the toast area', () => {
  it('shows waiting toasts, each with a close button that closes it', async () => {
    renderToaster({ message: 'Saved', variant: 'success' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('closes a toast dragged 80 % of its width aside, and keeps one dragged less', async () => {
    const show = renderToaster();
    show({ message: 'Kept', variant: 'info' });
    show({ message: 'Dragged away', variant: 'error' });
    const kept = frameOf('Kept', 300);
    pointer(kept, 'pointerdown', 100);
    pointer(kept, 'pointermove', 300);
    pointer(kept, 'pointerup', 300);
    const away = frameOf('Dragged away', 300);
    pointer(away, 'pointerdown', 100);
    pointer(away, 'pointermove', 350);
    pointer(away, 'pointerup', 350);
    await waitFor(() => expect(screen.queryByText('Dragged away')).not.toBeInTheDocument());
    expect(screen.getByText('Kept')).toBeInTheDocument();
  });
});
