export { ToggleButtonGroup as default } from '@mui/material';
