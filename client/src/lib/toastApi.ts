// antd-mobile's Toast, in a module of its own: it brings the Mask and so the animation
// library, which toast.ts loads with the first toast rather than with every screen.
export { Toast } from 'antd-mobile';
