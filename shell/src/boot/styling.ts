// MUI's styling engine (emotion and its cache), the default and the site's themes and the
// baseline CSS: evaluated in a start-up step of their own (../index.ts). Exported, so that the
// step's import keeps them (the packages are free of side effects).
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { theme } from 'shared-ui';
