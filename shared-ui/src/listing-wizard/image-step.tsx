import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import { LISTING_GALLERY_SLOTS, LISTING_IMAGE_MAX_BYTES, isListingImageFile } from 'shared-contracts';
import { ImageSlot } from './image-slot';
import type { ObjectUrls } from './use-object-urls';
import type { WizardImage, WizardValues } from './wizard-values';

export interface ImageStepProps {
  previews: ObjectUrls;
  disabled?: boolean;
}

const MAX_MB = Math.round(LISTING_IMAGE_MAX_BYTES / (1024 * 1024));

/** Keeps JPEG and PNG files within the size limit; says which files were left out and why. */
function acceptImages(files: File[]): { accepted: File[]; notice?: string } {
  const wrongType = files.filter((f) => !isListingImageFile(f));
  const tooBig = files.filter((f) => isListingImageFile(f) && f.size > LISTING_IMAGE_MAX_BYTES);
  const accepted = files.filter((f) => isListingImageFile(f) && f.size <= LISTING_IMAGE_MAX_BYTES);
  const notes: string[] = [];
  if (wrongType.length)
    notes.push(`Only JPEG and PNG images can be uploaded. Skipped: ${wrongType.map((f) => f.name).join(', ')}.`);
  if (tooBig.length)
    notes.push(`Images must be ${MAX_MB} MB or smaller. Skipped: ${tooBig.map((f) => f.name).join(', ')}.`);
  return { accepted, notice: notes.join(' ') || undefined };
}

/** Step 1: the main display image and five gallery slots (picker and drag-and-drop). */
export function ImageStep({ previews, disabled = false }: ImageStepProps) {
  const { control } = useFormContext<WizardValues>();
  const main = useController({ control, name: 'mainImage' });
  const gallery = useController({ control, name: 'galleryImages' });
  const [notice, setNotice] = useState<string>();

  const toImage = (file: File): WizardImage => ({ file, previewUrl: previews.create(file) });
  const release = (image: WizardImage | null | undefined) => {
    if (image && 'file' in image) previews.release(image.previewUrl);
  };

  const setMain = (files: File[]) => {
    const { accepted, notice: note } = acceptImages(files);
    setNotice(note);
    if (accepted.length === 0) return;
    release(main.field.value);
    main.field.onChange(toImage(accepted[0]));
  };

  // The first file goes to the chosen slot, the others to the next empty slots.
  const setGallery = (index: number, files: File[]) => {
    const { accepted, notice: note } = acceptImages(files);
    const slots = [...gallery.field.value];
    const targets = [
      index,
      ...slots.map((_, i) => (index + 1 + i) % slots.length).filter((i) => i !== index && !slots[i]),
    ];
    const placed = accepted.slice(0, targets.length);
    placed.forEach((file, n) => {
      release(slots[targets[n]]);
      slots[targets[n]] = toImage(file);
    });
    const left = accepted.length - placed.length;
    setNotice(
      [
        note,
        left > 0 ? `The gallery holds ${LISTING_GALLERY_SLOTS} images; ${left} more could not be added.` : undefined,
      ]
        .filter(Boolean)
        .join(' ') || undefined,
    );
    if (placed.length > 0) gallery.field.onChange(slots);
  };

  const removeGallery = (index: number) => {
    const slots = [...gallery.field.value];
    release(slots[index]);
    slots[index] = null;
    gallery.field.onChange(slots);
  };

  const filled = gallery.field.value.filter(Boolean).length;
  return (
    <Box sx={{ display: 'grid', gap: 3.5 }}>
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}
      <Box component="section" aria-labelledby="wizard-main-image">
        <SectionHeading
          id="wizard-main-image"
          title="Main Display Image"
          hint="The photo shoppers see first in search results."
        />
        <ImageSlot
          label="Main Display Image"
          variant="main"
          value={main.field.value}
          onFiles={setMain}
          onRemove={() => {
            release(main.field.value);
            main.field.onChange(null);
          }}
          invalid={Boolean(main.fieldState.error)}
          disabled={disabled}
          focusRef={main.field.ref}
        />
        {main.fieldState.error && (
          <FormHelperText error sx={{ mx: 0, mt: 1 }}>
            {main.fieldState.error.message}
          </FormHelperText>
        )}
      </Box>
      <Box component="section" aria-labelledby="wizard-gallery-images">
        <SectionHeading
          id="wizard-gallery-images"
          title="Gallery Images"
          hint={`At least one, up to ${LISTING_GALLERY_SLOTS}. Drop several photos at once to fill the empty slots.`}
          count={`${filled} / ${LISTING_GALLERY_SLOTS}`}
        />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1, sm: 1.5 },
            gridTemplateColumns: {
              xs: 'repeat(3, minmax(0, 1fr))',
              md: `repeat(${LISTING_GALLERY_SLOTS}, minmax(0, 1fr))`,
            },
          }}
        >
          {gallery.field.value.map((image, index) => (
            <ImageSlot
              key={index}
              label={`Gallery Image ${index + 1}`}
              value={image}
              multiple
              onFiles={(files) => setGallery(index, files)}
              onRemove={() => removeGallery(index)}
              invalid={Boolean(gallery.fieldState.error)}
              disabled={disabled}
              focusRef={index === 0 ? gallery.field.ref : undefined}
            />
          ))}
        </Box>
        {gallery.fieldState.error && (
          <FormHelperText error sx={{ mx: 0, mt: 1 }}>
            {gallery.fieldState.error.message}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}

function SectionHeading({ id, title, hint, count }: { id: string; title: string; hint: string; count?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
      <Box>
        <Typography id={id} variant="subtitle1" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {hint}
        </Typography>
      </Box>
      {count && (
        <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {count}
        </Typography>
      )}
    </Box>
  );
}
