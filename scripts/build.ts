/** `npm run build`: checks the written content, then builds; recorded so `npm start` knows the build is current. */
import { buildSite } from './build-state'

buildSite()
