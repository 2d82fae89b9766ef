export { Typography as default } from '@mui/material';
