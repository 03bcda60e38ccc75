import './index.css';
import './app/boot';
