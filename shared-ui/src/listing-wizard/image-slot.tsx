import { useRef, useState, type DragEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { storageUrl } from 'shared-auth';
import { LISTING_IMAGE_TYPES } from 'shared-contracts';
import { CloudUploadIcon, DeleteIcon, EditIcon, ImageIcon } from '../icons';
import type { WizardImage } from './wizard-values';

export interface ImageSlotProps {
  /** Accessible name of the slot, e.g. "Main Display Image" or "Gallery Image 2". */
  label: string;
  value: WizardImage | null;
  /** Files chosen with the picker or dropped here (not yet filtered by type). */
  onFiles(files: File[]): void;
  onRemove(): void;
  /** The picker accepts several files (gallery slots fill the next empty ones). */
  multiple?: boolean;
  variant?: 'main' | 'gallery';
  invalid?: boolean;
  disabled?: boolean;
  /** Focus target when the step's validation fails. */
  focusRef?: Ref<HTMLButtonElement>;
}

/** One image slot: an upload zone (click or drop) or the preview with Replace and Remove. */
export function ImageSlot({
  label,
  value,
  onFiles,
  onRemove,
  multiple = false,
  variant = 'gallery',
  invalid = false,
  disabled = false,
  focusRef,
}: ImageSlotProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const src = value ? ('file' in value ? value.previewUrl : storageUrl(value.path)) : undefined;
  const main = variant === 'main';
  const openPicker = () => inputRef.current?.click();

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (!disabled && files.length > 0) onFiles(files);
  };

  return (
    <Box
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDrop}
      sx={{
        position: 'relative',
        aspectRatio: main ? '16 / 9' : '4 / 3',
        maxHeight: main ? 340 : undefined,
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        border: src && !dragOver ? '1px solid' : '2px dashed',
        borderColor: dragOver ? 'primary.main' : invalid ? 'error.main' : src ? 'divider' : '#cbd5e1',
        bgcolor: dragOver ? 'rgba(31, 94, 255, 0.06)' : src ? '#e2e8f0' : '#f8fafc',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      {src ? (
        <>
          <Box
            component="img"
            src={src}
            alt={`${label} preview`}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
          {main && (
            <Box
              sx={{
                position: 'absolute',
                left: 10,
                bottom: 10,
                px: 1.25,
                py: 0.25,
                borderRadius: 1.5,
                bgcolor: 'rgba(15, 23, 42, 0.72)',
                color: '#fff',
                fontSize: 12,
                fontWeight: 600,
              }}
            >
              Main image
            </Box>
          )}
          <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', gap: 0.75 }}>
            <Tooltip title="Replace">
              <IconButton
                aria-label={`Replace ${label}`}
                onClick={openPicker}
                disabled={disabled}
                size="small"
                sx={overlayButton}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Remove">
              <IconButton
                aria-label={`Remove ${label}`}
                onClick={onRemove}
                disabled={disabled}
                size="small"
                sx={{ ...overlayButton, '&:hover': { bgcolor: 'error.main', color: '#fff' } }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </>
      ) : (
        <ButtonBase
          ref={focusRef}
          onClick={openPicker}
          disabled={disabled}
          aria-label={`Upload ${label}`}
          sx={{
            width: '100%',
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            gap: main ? 1 : 0.5,
            px: 1,
            color: invalid ? 'error.main' : 'text.secondary',
            borderRadius: 2,
            '&:hover': { bgcolor: 'rgba(31, 94, 255, 0.04)', color: 'primary.main' },
            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: -3 },
          }}
        >
          {main ? (
            <>
              <Box
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(31, 94, 255, 0.1)',
                  color: 'primary.main',
                }}
              >
                <CloudUploadIcon />
              </Box>
              <Typography
                sx={{
                  fontWeight: 600,
                  color: 'text.primary',
                  textAlign: 'center',
                  display: { xs: 'none', sm: 'block' },
                }}
              >
                <Box component="span" sx={{ color: 'primary.main' }}>
                  Click to upload
                </Box>{' '}
                or drag and drop
              </Typography>
              <Typography sx={{ fontWeight: 600, color: 'primary.main', display: { xs: 'block', sm: 'none' } }}>
                Tap to choose a photo
              </Typography>
              <Typography variant="caption">JPEG or PNG, up to 10 MB</Typography>
            </>
          ) : (
            <>
              <ImageIcon sx={{ fontSize: 28, opacity: 0.7 }} />
              <Typography variant="caption" sx={{ fontWeight: 600 }}>
                Add photo
              </Typography>
            </>
          )}
        </ButtonBase>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={LISTING_IMAGE_TYPES.join(',')}
        multiple={multiple}
        hidden
        aria-label={`${label} file`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}

const overlayButton = {
  bgcolor: 'rgba(255, 255, 255, 0.92)',
  color: 'text.primary',
  boxShadow: '0 1px 3px rgba(15, 23, 42, 0.25)',
  '&:hover': { bgcolor: '#fff' },
} as const;
