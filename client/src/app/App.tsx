import { BrowserRouter } from 'react-router';
import { DataLayerContext, type DataLayer } from '../apollo/dataLayer.ts';
import { AppRoutes } from './router.tsx';
import { ServerRendered } from '../components/serverRendered.ts';

/**
 * The whole app: the router (declarative mode: the data router's code stays out of the
 * first screen; the access rules run in RouteGuard) over the data layer, which is not
 * waited for: Apollo's provider sits around each part that shows data, which waits for
 * it alone (apollo/dataLayer.ts). antd-mobile's locale is provided around each screen
 * that draws antd-mobile, when it loads (routeLoader.tsx), so the first screen starts without it.
 * `hydrating`: the page was rendered on the server, and this app hydrates it (main.tsx).
 */
export function App({ data, hydrating = false }: { data: DataLayer; hydrating?: boolean }) {
  return (
    <ServerRendered value={hydrating}>
      <DataLayerContext value={data}>
        <BrowserRouter>
          <AppRoutes data={data} />
        </BrowserRouter>
      </DataLayerContext>
    </ServerRendered>
  );
}
