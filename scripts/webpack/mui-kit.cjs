// The MUI components of the public remote, all provided by the shell (create-config.cjs
// muiKitProvides) so a visitor downloads each once. MUI_KIT: what the first paint of / and
// /listings renders (shell header and footer, search and home pages, with every component they
// import in turn: TextField brings Select, Menu, Popover, Modal), kept in one `mui-kit` chunk by
// every app. MUI_LAZY: what only the deal page or later steps render (sheets, dialogs, the
// deal page's accordions and alerts, profile, forms), in their own chunks.
// The public remote's build fails when it uses a MUI folder in neither list (MuiKitCheck).
const MUI_KIT = [
  'AppBar', 'Avatar', 'Backdrop', 'Badge', 'Box', 'Button', 'ButtonBase', 'Card', 'CardActionArea', 'CardContent', 'Checkbox',
  'Chip', 'CircularProgress', 'Container', 'CssBaseline', 'DefaultPropsProvider', 'Divider', 'Fade', 'FilledInput',
  'FormControl', 'FormControlLabel', 'FormHelperText', 'FormLabel', 'GlobalStyles', 'Grow', 'IconButton',
  'InitColorSchemeScript', 'Input', 'InputBase', 'InputLabel', 'Link', 'List', 'Menu', 'MenuList', 'Modal', 'OutlinedInput',
  'Paper', 'Popover', 'Popper', 'Portal', 'Select', 'Skeleton', 'SvgIcon', 'TextField', 'TextareaAutosize', 'Toolbar', 'Tooltip',
  'Typography', 'Unstable_TrapFocus', 'className', 'colors', 'internal', 'styles', 'transitions', 'useLazyRipple',
  'useMediaQuery', 'utils', 'zero-styled',
];
const MUI_LAZY = [
  'Accordion', 'AccordionDetails', 'AccordionSummary', 'Alert', 'Autocomplete', 'ButtonGroup', 'Collapse', 'Dialog',
  'DialogActions', 'DialogContent', 'DialogContentText', 'DialogTitle', 'Drawer', 'InputAdornment', 'LinearProgress',
  'ListItemButton', 'ListSubheader', 'MenuItem', 'NativeSelect', 'Radio', 'Slide', 'Slider', 'Switch', 'Table', 'TableBody',
  'TableCell', 'TableContainer', 'TableHead', 'TableRow', 'ToggleButton', 'ToggleButtonGroup', 'useAutocomplete',
];
module.exports = { MUI_KIT, MUI_LAZY };
