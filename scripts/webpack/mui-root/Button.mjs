export { Button as default } from '@mui/material';
