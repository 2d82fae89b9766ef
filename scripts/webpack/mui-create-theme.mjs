// What every browser and server build gets for MUI's styles/createTheme.mjs (resolve.alias in
// create-config.cjs; its importers are the styles facade, mui-styles.mjs, and MUI's default theme).
// MUI's createTheme hands a theme without colour schemes and CSS variables to createThemeNoVars
// ("behaves exactly as v5") and otherwise to createThemeWithVars, which with the CSS-variables
// machinery it brings is about 5 KB gzip of every first visit. The marketplace theme (shared-ui
// theme.ts) and MUI's default theme have neither, so only the first way is built.
import createThemeNoVars from '@mui/material/styles/createThemeNoVars.mjs';

export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error(
      "This build's createTheme makes themes without colour schemes or CSS variables (scripts/webpack/mui-create-theme.mjs).",
    );
  }
  return createThemeNoVars(options, ...args);
}
