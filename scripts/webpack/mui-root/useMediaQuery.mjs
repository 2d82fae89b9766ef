export { useMediaQuery as default } from '@mui/material';
