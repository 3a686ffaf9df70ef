import { Route, Switch, useLocation } from 'wouter';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.ui.tsx';

/** The route table. A route is registered here when its screen is built. */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <Switch>
      <Route>
        <NotFoundScreen path={location} />
      </Route>
    </Switch>
  );
}
