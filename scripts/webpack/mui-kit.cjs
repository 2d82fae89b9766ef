// The MUI components of the public remote, all provided by the shell (create-config.cjs
// muiKitProvides) so a visitor downloads each once. MUI_KIT: what the first paint of / and
// /listings renders (shell header and footer, search and home pages, with every component they
// import in turn), kept in one `mui-kit` chunk by every app. Tooltip (with Popper and popper.js)
// is not in it: shared-ui's DeferredTooltip loads it on the first hover or focus. The
// first paint uses no TextField (it brings Select, Menu, Popover and Modal): its selects are
// shared-ui's NativeSelectField. MUI_DEAL: see below. MUI_LAZY: what only later steps render
// (sheets, menus, the deal page's accordions, profile, forms), in their own chunks.
// The public remote's build fails when it uses a MUI folder in neither list (MuiKitCheck).
const MUI_KIT = [
  'AppBar', 'Badge', 'Box', 'Button', 'ButtonBase', 'Card', 'CardActionArea', 'CardContent', 'Checkbox', 'Chip',
  'CircularProgress', 'Container', 'CssBaseline', 'DefaultPropsProvider', 'Divider', 'FormControl', 'FormControlLabel',
  'FormLabel', 'GlobalStyles', 'IconButton', 'InitColorSchemeScript', 'Input', 'InputBase', 'InputLabel', 'Link',
  'NativeSelect', 'OutlinedInput', 'Paper', 'Portal', 'SvgIcon', 'TextareaAutosize', 'Toolbar', 'Typography', 'className', 'colors', 'internal', 'styles', 'transitions', 'useLazyRipple', 'useMediaQuery', 'utils',
  'zero-styled',
];
// What the deal page paints first besides the kit (the request form's text fields and selects,
// its dialog and alerts), in one `mui-deal` chunk: one file, not fifteen, on a first visit there.
const MUI_DEAL = [
  'Alert', 'Backdrop', 'Dialog', 'Fade', 'FilledInput', 'FormHelperText', 'Grow', 'LinearProgress', 'List', 'Menu', 'MenuList', 'Modal',
  'Popover', 'Select', 'TextField', 'Unstable_TrapFocus',
];
const MUI_LAZY = [
  'Accordion', 'AccordionDetails', 'AccordionSummary', 'Autocomplete', 'Avatar', 'ButtonGroup', 'Collapse', 'DialogActions',
  'DialogContent', 'DialogContentText', 'DialogTitle', 'Drawer', 'InputAdornment', 'ListItemButton', 'ListSubheader', 'MenuItem',
  'Popper', 'Radio', 'RadioGroup', 'Skeleton', 'Slide', 'Slider', 'Switch', 'Table', 'TableBody', 'TableCell', 'TableContainer', 'TableHead', 'TableRow',
  'ToggleButton', 'ToggleButtonGroup', 'Tooltip', 'useAutocomplete',
];
module.exports = { MUI_KIT, MUI_DEAL, MUI_LAZY };
