export { IconButton as default } from '@mui/material';
