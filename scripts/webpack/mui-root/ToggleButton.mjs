export { ToggleButton as default } from '@mui/material';
