import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageFile, mockObjectUrls, renderWizard, storedListing } from './test-utils';

const drop = (target: HTMLElement, files: File[]) =>
  fireEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });

let urls: ReturnType<typeof mockObjectUrls>;
beforeEach(() => {
  urls = mockObjectUrls();
});

describe('Images & Media step', () => {
  it('has one main image slot and five gallery slots with a picker for JPEG and PNG', () => {
    renderWizard();
    expect(screen.getByRole('button', { name: 'Upload Main Display Image' })).toBeInTheDocument();
    for (let i = 1; i <= 5; i += 1)
      expect(screen.getByRole('button', { name: `Upload Gallery Image ${i}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Gallery Image 6' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Main Display Image file')).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('keeps only JPEG and PNG files dropped and says which were skipped', () => {
    renderWizard();
    drop(screen.getByRole('button', { name: 'Upload Gallery Image 1' }), [
      imageFile('notes.txt', 'text/plain'),
      imageFile('front.jpg'),
      imageFile('anim.gif', 'image/gif'),
      imageFile('rear.png'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only JPEG and PNG images can be uploaded. Skipped: notes.txt, anim.gif.',
    );
    expect(screen.getByAltText('Gallery Image 1 preview')).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByAltText('Gallery Image 2 preview')).toHaveAttribute('src', 'blob:preview-2');
    expect(screen.getByRole('button', { name: 'Upload Gallery Image 3' })).toBeInTheDocument();
    expect(urls.create).toHaveBeenCalledTimes(2);

    drop(screen.getByRole('button', { name: 'Upload Main Display Image' }), [
      imageFile('brochure.pdf', 'application/pdf'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Skipped: brochure.pdf.');
    expect(screen.getByRole('button', { name: 'Upload Main Display Image' })).toBeInTheDocument();
  });

  it('refuses images over 10 MB and fills only the five gallery slots', () => {
    renderWizard();
    drop(screen.getByRole('button', { name: 'Upload Main Display Image' }), [
      imageFile('huge.jpg', 'image/jpeg', 11 * 1024 * 1024),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Images must be 10 MB or smaller. Skipped: huge.jpg.');
    drop(
      screen.getByRole('button', { name: 'Upload Gallery Image 3' }),
      ['1', '2', '3', '4', '5', '6', '7'].map((n) => imageFile(`${n}.jpg`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The gallery holds 5 images; 2 more could not be added.');
    // The first file lands where it was dropped, the others in the next empty slots.
    expect(screen.getByAltText('Gallery Image 3 preview')).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByAltText('Gallery Image 4 preview')).toHaveAttribute('src', 'blob:preview-2');
    expect(screen.getByAltText('Gallery Image 1 preview')).toHaveAttribute('src', 'blob:preview-4');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
  });

  it('releases a preview when its image is removed or replaced, and all of them on unmount', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWizard();
    await user.upload(screen.getByLabelText('Main Display Image file'), imageFile('a.jpg'));
    await user.upload(screen.getByLabelText('Gallery Image 1 file'), imageFile('b.jpg'));
    await user.upload(screen.getByLabelText('Gallery Image 2 file'), imageFile('c.jpg'));
    expect(urls.revoke).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Gallery Image 1' }));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.getByRole('button', { name: 'Upload Gallery Image 1' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Main Display Image file'), imageFile('d.png'));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByAltText('Main Display Image preview')).toHaveAttribute('src', 'blob:preview-4');

    unmount();
    expect(urls.revoke.mock.calls.map(([u]) => u).sort()).toEqual([
      'blob:preview-1',
      'blob:preview-2',
      'blob:preview-3',
      'blob:preview-4',
    ]);
  });

  it('clears the step messages once the images are there', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please upload a Main Display Image')).toBeInTheDocument();
    drop(screen.getByRole('button', { name: 'Upload Main Display Image' }), [imageFile('a.jpg')]);
    expect(await screen.findByAltText('Main Display Image preview')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please upload a Main Display Image')).not.toBeInTheDocument());
    expect(screen.getByText('Please upload at least one Gallery Image')).toBeInTheDocument();
  });

  it('shows stored images in edit mode, which can be removed without revoking anything', async () => {
    const user = userEvent.setup();
    renderWizard({ mode: 'edit', initialListing: storedListing() });
    expect(screen.getByAltText('Gallery Image 1 preview')).toHaveAttribute('src', '/uploads/listings/g1.jpg');
    await user.click(screen.getByRole('button', { name: 'Remove Gallery Image 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Gallery Image 2' }));
    expect(urls.revoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please upload at least one Gallery Image')).toBeInTheDocument();
  });
});
