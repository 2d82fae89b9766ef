import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While a receipt is on screen, printing shows the receipt only: the shell's sidebar and header,
 * the toasts and whatever this page marks `data-print="hide"` are left out.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiDrawer-root, .MuiAppBar-root, .notistack-SnackbarContainer, [data-print="hide"]': {
            display: 'none !important',
          },
          'body, main': { background: '#fff !important' },
          main: { padding: '0 !important' },
          '[data-print="sheet"]': {
            border: '0 !important',
            boxShadow: 'none !important',
            margin: '0 !important',
            maxWidth: 'none !important',
          },
        },
      }}
    />
  );
}
