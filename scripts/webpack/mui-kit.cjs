// The MUI components of the public remote, all provided by the shell (create-config.cjs
// muiKitProvides) so a visitor downloads each once. MUI_KIT: what the public pages' first paint
// renders (shell layout + search, deal and home pages), kept in one `mui-kit` chunk by every app.
// MUI_LAZY: what only later steps render (dialogs, profile, forms), in their own chunks.
// The public remote's build fails when it uses a MUI folder in neither list (MuiKitCheck).
const MUI_KIT = [
  'Accordion', 'AccordionDetails', 'AccordionSummary', 'Alert', 'AppBar', 'Avatar', 'Backdrop', 'Badge', 'Box', 'Button', 'ButtonBase',
  'ButtonGroup', 'Card', 'CardActionArea', 'CardContent', 'Checkbox', 'Chip', 'CircularProgress', 'Collapse', 'Container',
  'CssBaseline', 'DefaultPropsProvider', 'Dialog', 'Divider', 'Drawer', 'Fade', 'FilledInput', 'FormControl', 'FormControlLabel',
  'FormHelperText', 'FormLabel', 'GlobalStyles', 'Grow', 'IconButton', 'InitColorSchemeScript', 'Input', 'InputAdornment',
  'InputBase', 'InputLabel', 'Link', 'List', 'Menu', 'MenuList', 'Modal', 'NativeSelect', 'OutlinedInput', 'Paper', 'Popover',
  'Popper', 'Portal', 'Select', 'Skeleton', 'Slide', 'SvgIcon', 'TextField', 'TextareaAutosize', 'ToggleButtonGroup', 'Toolbar',
  'Tooltip', 'Typography', 'Unstable_TrapFocus', 'className', 'colors', 'internal', 'styles', 'transitions', 'useLazyRipple',
  'useMediaQuery', 'utils', 'zero-styled',
];
const MUI_LAZY = [
  'Autocomplete', 'DialogActions', 'DialogContent', 'DialogContentText', 'DialogTitle', 'LinearProgress', 'ListItemButton',
  'ListSubheader', 'MenuItem', 'Radio', 'Slider', 'Switch', 'Table', 'TableBody', 'TableCell', 'TableContainer', 'TableHead',
  'TableRow', 'ToggleButton', 'useAutocomplete',
];
module.exports = { MUI_KIT, MUI_LAZY };
