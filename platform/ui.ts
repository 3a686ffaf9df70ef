/**
 * The UI kit. telegram-ui gives screens Telegram's native look in the mini-app and the same look in a browser;
 * it is re-exported here because only the platform layer talks to `@telegram-apps/*`.
 */
import '@telegram-apps/telegram-ui/dist/styles.css';

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
  Placeholder,
  Radio,
  Section,
  Select,
  Skeleton,
  Snackbar,
  Spinner,
  Subheadline,
  Switch,
  TabsList,
  Text,
  Textarea,
  Title,
} from '@telegram-apps/telegram-ui';
