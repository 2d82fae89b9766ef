export { NoSsr as default } from '@mui/material';
