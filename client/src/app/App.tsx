import { BrowserRouter } from 'react-router';
import { DataLayerContext, type DataLayer } from '../apollo/dataLayer.ts';
import { AppRoutes } from './router.tsx';

/**
 * The whole app: the router (declarative mode: the data router's code stays out of the
 * first screen; the access rules run in RouteGuard) over the data layer, which is not
 * waited for: Apollo's provider sits around each part that shows data, which waits for
 * it alone (apollo/dataLayer.ts). antd-mobile's locale is provided around each screen
 * that draws antd-mobile, when it loads (routeLoader.tsx), so the first screen starts without it.
 */
export function App({ data }: { data: DataLayer }) {
  return (
    <DataLayerContext value={data}>
      <BrowserRouter>
        <AppRoutes data={data} />
      </BrowserRouter>
    </DataLayerContext>
  );
}
