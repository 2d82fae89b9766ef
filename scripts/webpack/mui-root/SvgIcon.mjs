// @mui/icons-material imports createSvgIcon from the deep path '@mui/material/SvgIcon'.
// A deep path is not the shared singleton, so it would load a second MUI; point it at the root.
export { createSvgIcon, SvgIcon as default } from '@mui/material';
