// What every browser and server build gets for `@mui/material/styles` (resolve.alias in
// create-config.cjs on the barrel's file, so MUI's own `../styles/index.mjs` imports land here
// too). The barrel is a shared module, and a shared module is never tree-shaken: all of it went
// to every first visit, including the CSS-variables theme provider and its colour-scheme script,
// the v4 adapter and the high-contrast helpers, which this site does not use. This module is
// shared under the barrel's key in its place and exports only the names the repo and the MUI
// packages it renders import (eslint.config.mjs allows only these). The marketplace theme has no
// colour schemes (shared-ui theme.ts), so ThemeProvider is MUI's own without CSS variables.
import * as React from 'react';
import { jsx } from 'react/jsx-runtime';
import ThemeProviderNoVars from '@mui/material/styles/ThemeProviderNoVars.mjs';
import THEME_ID from '@mui/material/styles/identifier.mjs';

export { default as createTheme } from './mui-create-theme.mjs';
export { default as styled } from '@mui/material/styles/styled.mjs';
export { default as useTheme } from '@mui/material/styles/useTheme.mjs';
export { default as useThemeProps } from '@mui/material/styles/useThemeProps.mjs';
export { getUnit as unstable_getUnit, toUnitless as unstable_toUnitless } from '@mui/material/styles/cssUtils.mjs';
export { alpha } from '@mui/system/colorManipulator';

/** MUI's ThemeProvider (styles/ThemeProvider.mjs) for a theme without colour schemes. */
export function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme)
      throw new Error(
        "This build's ThemeProvider takes themes without colour schemes (scripts/webpack/mui-styles.mjs).",
      );
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
