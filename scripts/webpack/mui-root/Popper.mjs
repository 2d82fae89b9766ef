export { Popper as default } from '@mui/material';
