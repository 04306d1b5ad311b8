export { PortalApp } from './PortalApp';
