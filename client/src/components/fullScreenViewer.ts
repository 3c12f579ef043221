// antd-mobile's full-screen viewer, in a module of its own so FullScreenImages can load it on a tap.
import { ImageViewer } from 'antd-mobile';

export default ImageViewer.Multi;
