/**
 * The UI kit. telegram-ui gives screens Telegram's native look in the mini-app and the same look in a browser. It is
 * a plain React component library (no Telegram SDK), so it lives here in shared/ui, and every layer of src/ takes
 * it from this one file (with its stylesheet); the Telegram SDK itself stays in platform/.
 */
import '@telegram-apps/telegram-ui/dist/styles.css';
import './kit-insets.css';

export {
  AppRoot,
  Avatar,
  Badge,
  Button,
  Caption,
  Cell,
  Checkbox,
  Chip,
  Divider,
  IconButton,
  Headline,
  LargeTitle,
  List,
  Modal,
  Radio,
  Section,
  Select,
  Skeleton,
  Snackbar,
  Subheadline,
  Switch,
  TabsList,
  Text,
  Textarea,
  Title,
} from '@telegram-apps/telegram-ui';
export { Placeholder } from './placeholder.tsx';
// The kit's Spinner, brought when first drawn (its drawings are no part of the first screen).
export { Spinner } from './spinner.tsx';
