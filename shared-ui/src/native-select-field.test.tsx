import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { NativeSelectField } from './native-select-field';

// Same markup as the TextField it replaces, ids aside (each has its own), class order aside and
// NativeSelect's own root class name (it styles nothing).
const normal = (html: string) =>
  html
    .replace(/(id|for|aria-labelledby)="[^"]*"/g, '$1="ID"')
    .replace(
      /class="([^"]*)"/g,
      (_m, c: string) =>
        `class="${c
          .split(/\s+/)
          .filter((x) => !x.startsWith('MuiNativeSelect-root'))
          .sort()
          .join(' ')}"`,
    )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');

const options = [
  <option key="" value="">
    Any
  </option>,
  <option key="SUV" value="SUV">
    SUV
  </option>,
];

describe('NativeSelectField', () => {
  it.each([
    ['medium', true],
    ['small', false],
  ] as const)('renders what TextField select native renders (%s, fullWidth %s)', (size, fullWidth) => {
    const field = renderToStaticMarkup(
      <ThemeProvider theme={theme}>
        <TextField
          select
          fullWidth={fullWidth}
          size={size}
          label="Body type"
          name="bodyType"
          value="SUV"
          onChange={() => {}}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ bgcolor: 'background.paper' }}
        >
          {options}
        </TextField>
      </ThemeProvider>,
    );
    const ours = renderToStaticMarkup(
      <ThemeProvider theme={theme}>
        <NativeSelectField
          size={size}
          fullWidth={fullWidth}
          label="Body type"
          name="bodyType"
          value="SUV"
          onChange={() => {}}
          sx={{ bgcolor: 'background.paper' }}
        >
          {options}
        </NativeSelectField>
      </ThemeProvider>,
    );
    expect(normal(ours)).toBe(normal(field));
  });
});
