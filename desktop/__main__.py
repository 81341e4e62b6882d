from desktop.app import main

raise SystemExit(main())
