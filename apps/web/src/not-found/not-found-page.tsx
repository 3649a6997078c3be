import { Link } from 'react-router-dom';
import '../portal/portal.css';

export default function NotFoundPage() {
  return (
    <main className="rt-portal">
      <div className="rt-portal__card">
        <h1 className="rt-portal__title">Page not found</h1>
        <p className="rt-portal__muted">The address you followed does not match any page.</p>
        <Link className="rt-portal__link" to="/user/login?notfound=true">
          Go to login
        </Link>
      </div>
    </main>
  );
}
