import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CloudUploadIcon } from '../icons';

const ACCEPTED = ['image/jpeg', 'image/png'];

export interface ProfilePhotoPickerProps {
  /** The stored picture's URL, if any. */
  current?: string;
  initials: string;
  file?: File;
  onPick(file: File): void;
}

/** The profile picture (dealer, admin and consumer profiles): a preview and a JPEG/PNG picker (other files are refused in place). */
export function ProfilePhotoPicker({ current, initials, file, onPick }: ProfilePhotoPickerProps) {
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  // One object URL per chosen file, released when it is replaced, saved or the page closes.
  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) {
      setError('Please choose a JPEG or PNG image.');
      return;
    }
    setError(undefined);
    onPick(chosen);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
      <Avatar
        src={preview ?? current}
        alt="Profile picture"
        sx={{ width: 88, height: 88, fontSize: '1.8rem', bgcolor: 'primary.main' }}
      >
        {initials}
      </Avatar>
      <Box>
        <Button component="label" variant="outlined" startIcon={<CloudUploadIcon />}>
          {current || file ? 'Change picture' : 'Upload picture'}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png"
            aria-label="Profile picture"
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </Button>
        <Typography variant="caption" color={error ? 'error' : 'text.secondary'} sx={{ display: 'block', mt: 0.75 }}>
          {error ?? (file ? `${file.name} will be saved with your changes.` : 'JPEG or PNG, shown on your account.')}
        </Typography>
      </Box>
    </Box>
  );
}
